import { ComponentType } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/usePageTitle';
import { chargesDelivery } from '../../cart/cart-totals';
import { useShop, type ShopDetails } from '../../shop/useShop';
import { AboutContent } from '../content/AboutContent';
import { ContactContent } from '../content/ContactContent';
import { OrderTrackingContent } from '../content/OrderTrackingContent';
import { PrivacyContent } from '../content/PrivacyContent';
import { ReturnsContent } from '../content/ReturnsContent';
import { ShippingContent } from '../content/ShippingContent';
import { SupportContent } from '../content/SupportContent';
import { TermsContent } from '../content/TermsContent';
import { NotFoundPage } from './NotFoundPage';
import '../info.css';

interface InfoPageEntry {
  title: string;
  lead: (shop: ShopDetails) => string;
  Content: ComponentType;
}

/** Every /info/{page}, in the order the side menu lists them. */
const INFO_PAGES: Record<string, InfoPageEntry> = {
  about: {
    title: 'About Us',
    lead: ({ name }) => `${name}: genuine electronics accessories, delivered across Pakistan with cash on delivery.`,
    Content: AboutContent,
  },
  contact: {
    title: 'Contact Us',
    lead: () => 'WhatsApp, phone, e-mail or Instagram – we are here to help.',
    Content: ContactContent,
  },
  shipping: {
    title: 'Shipping Policy',
    lead: ({ delivery }) =>
      chargesDelivery(delivery)
        ? 'Delivery charges, cash on delivery, and how long delivery takes where you live.'
        : 'Free shipping, cash on delivery, and how long delivery takes where you live.',
    Content: ShippingContent,
  },
  returns: {
    title: 'Returns & Refunds',
    lead: () => 'Changed your mind or received a faulty item? Here is how returns and refunds work.',
    Content: ReturnsContent,
  },
  privacy: {
    title: 'Privacy Policy',
    lead: ({ name }) => `What ${name} collects, why, and how long we keep it.`,
    Content: PrivacyContent,
  },
  terms: {
    title: 'Terms & Conditions',
    lead: () => 'The rules for using this shop and placing orders.',
    Content: TermsContent,
  },
  support: {
    title: 'Support Center',
    lead: () => 'Contact us, read the answers to common questions or follow a step-by-step guide.',
    Content: SupportContent,
  },
  'order-tracking': {
    title: 'Order Tracking',
    lead: () => 'Find out where your order is and what its status means.',
    Content: OrderTrackingContent,
  },
};

/** /info/{page}: the shop's information pages; an unknown page is not found. */
export function InfoPage() {
  const { page = '' } = useParams();
  const entry = Object.hasOwn(INFO_PAGES, page) ? INFO_PAGES[page] : undefined;
  if (!entry) return <NotFoundPage />;
  return <InfoArticle entry={entry} />;
}

function InfoArticle({ entry: { title, lead, Content } }: { entry: InfoPageEntry }) {
  const shop = useShop();
  usePageTitle(`${title} | ${shop.name}`);
  return (
    <div className="info-layout">
      <article className="info-article">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <header className="info-head">
          <h1>{title}</h1>
          <p className="info-lead">{lead(shop)}</p>
        </header>
        <div className="info-body">
          <Content />
        </div>
      </article>
      <aside className="info-aside" aria-labelledby="info-aside-title">
        <h2 id="info-aside-title" className="info-aside-title">
          Information
        </h2>
        <ul>
          {Object.entries(INFO_PAGES).map(([slug, page]) => (
            <li key={slug}>
              <NavLink to={`/info/${slug}`}>{page.title}</NavLink>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
