import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import {
  CATEGORY_MENU_LIMIT,
  FALLBACK_MENU_CATEGORIES,
  NAV_HIDE_AFTER_PX,
  NAV_SHOW_AT_PX,
  UNDER_3K,
} from '../../ui/constants';
import { toast } from '../../ui/toast';
import { useDisclosure } from '../../ui/useDisclosure';
import { useSession, useAuthActions } from '../auth/useSession';
import { useCart } from '../cart/useCart';
import { useShop } from '../shop/useShop';
import { SearchBox } from './SearchBox';

const MenuCategoriesQuery = graphql(`
  query MenuCategories {
    productCategories
  }
`);

export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;

/** The nav bar hides when scrolled past 50 px and comes back at the top (10 px or less). */
function useNavHidden() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (y > NAV_HIDE_AFTER_PX) setHidden(true);
      else if (y <= NAV_SHOW_AT_PX) setHidden(false);
    };
    // The first look waits for the next frame: read now, the scroll position would force a layout of the page
    // in the middle of React's first work on it.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return hidden;
}

/** Sets `--header-height` on <html> to the header's height, measured now unless given. */
const publishHeaderHeight = (header: HTMLElement, height = header.getBoundingClientRect().height) =>
  document.documentElement.style.setProperty('--header-height', `${Math.ceil(height)}px`);

/**
 * Publishes the sticky header's height as shown now as `--header-height` on <html>: toasts sit below it, and
 * anchor targets keep that much room above them (`scroll-margin-top`, styles.css).
 */
function useHeaderHeight(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    // The observer reports the first size too, after layout (measuring here would force one).
    const observer = new ResizeObserver(([entry]) => publishHeaderHeight(element, entry.borderBoxSize?.[0]?.blockSize));
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}

function CategoryMenu() {
  const { data, error } = useQuery(MenuCategoriesQuery);
  const [open, setOpen, ref] = useDisclosure<HTMLDivElement>();
  const categories = (error ? FALLBACK_MENU_CATEGORIES : (data?.productCategories ?? FALLBACK_MENU_CATEGORIES)).slice(
    0,
    CATEGORY_MENU_LIMIT,
  );
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search, setOpen]);
  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        Categories <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="dropdown-menu">
          {categories.map((category) => (
            <li key={category}>
              <Link to={categoryPath(category)}>{category}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UserMenu() {
  const { user } = useSession();
  const { logout } = useAuthActions();
  const shop = useShop();
  const navigate = useNavigate();
  const [open, setOpen, ref] = useDisclosure<HTMLDivElement>();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  if (!user) {
    return (
      <div className="user-links">
        <Link to="/login" className="btn btn-ghost btn-sm">
          Sign In
        </Link>
        <Link to="/register" className="btn btn-primary btn-sm hide-sm">
          Create Account
        </Link>
      </div>
    );
  }
  const signOut = async () => {
    setOpen(false);
    if (!window.confirm(`Are you sure you want to sign out of ${shop.name}?`)) return;
    await logout();
    toast.success('Logged out successfully');
    navigate('/');
  };
  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="user-button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true">
          {user.name.charAt(0).toUpperCase()}
        </span>
        <span className="hide-sm">{user.name}</span>
        <span className="sr-only">Account menu</span>
      </button>
      {open && (
        <ul className="dropdown-menu dropdown-menu-right">
          <li className="dropdown-header">
            <strong>{user.name}</strong>
            <small>{user.email}</small>
          </li>
          <li>
            <Link to="/profile">Profile Settings</Link>
          </li>
          <li>
            {user.role === 'admin' ? (
              <Link to="/admin">Admin Dashboard</Link>
            ) : (
              <Link to="/dashboard">My Dashboard</Link>
            )}
          </li>
          <li>
            <button type="button" onClick={signOut}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Shop header: brand, search with suggestions, categories, main links, cart badge and the user menu. */
export function Header() {
  const shop = useShop();
  const { user } = useSession();
  const { totalQuantity } = useCart();
  const hidden = useNavHidden();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // A new route closes the phone menu (adjusted while rendering, as React advises, not in an effect).
  const route = location.pathname + location.search;
  const [menuRoute, setMenuRoute] = useState(route);
  if (route !== menuRoute) {
    setMenuRoute(route);
    setMenuOpen(false);
  }
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  // The section's scroll-margin-top (styles.css) keeps its heading below the sticky header.
  const goToFeatured = () => {
    setMenuOpen(false);
    // On the home page: once the phone menu has closed (two frames), so the header's height is the one that stays.
    // The height is measured at the scroll: the observer reports a frame late, and while the nav bar slides back in
    // (just scrolled to the top) the header is taller by then.
    if (location.pathname === '/')
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (headerRef.current) publishHeaderHeight(headerRef.current);
          document.getElementById('featured')?.scrollIntoView();
        }),
      );
    // The home page scrolls to #featured itself once its sections have loaded.
    else navigate('/#featured');
  };

  return (
    <header className="site-header" ref={headerRef}>
      <div className="header-top container">
        <button
          type="button"
          className="menu-toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/" className="brand" aria-label={`${shop.name} home`}>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{shop.name}</span>
        </Link>
        <div className="header-search">
          <SearchBox />
        </div>
        <div className="header-actions">
          <Link
            to="/cart"
            className="cart-link"
            aria-label={`Cart, ${totalQuantity} ${totalQuantity === 1 ? 'item' : 'items'}`}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1l3.6-6.5-1.7-1L17.1 12H8.3L4.3 3H1v2h2l3.6 7.6L5.2 15c-.7 1.3.2 3 1.8 3h12v-2H7l.2-.4z"
              />
            </svg>
            <span className="cart-badge" aria-hidden="true">
              {totalQuantity}
            </span>
          </Link>
          <UserMenu />
        </div>
      </div>
      <nav
        id="main-nav"
        className={`main-nav ${hidden ? 'nav-hidden' : ''} ${menuOpen ? 'nav-open' : ''}`}
        aria-label="Main"
      >
        <div className="container nav-inner">
          <NavLink to="/" end className="nav-link">
            Home
          </NavLink>
          <NavLink
            to="/products"
            end
            className={({ isActive }) => `nav-link ${isActive && !location.search ? 'active' : ''}`}
          >
            Shop All
          </NavLink>
          <CategoryMenu />
          <Link to={`/products?maxPrice=${UNDER_3K}`} className="nav-link">
            Under 3K
          </Link>
          <button type="button" className="nav-link" onClick={goToFeatured}>
            Featured
          </button>
          <NavLink to="/info/order-tracking" className="nav-link">
            Tracking
          </NavLink>
          {user?.permissions.includes('catalogue:write') && (
            <Link to="/admin/products?add=1" className="nav-link nav-admin">
              Add Product
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
