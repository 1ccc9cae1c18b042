import { useQuery } from '@apollo/client/react';
import { Link, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/catalogue/pages/HomePage';
import { ProductPage } from '../features/catalogue/pages/ProductPage';
import { graphql } from '../gql';

const ShopQuery = graphql(`
  query Shop {
    shop {
      name
      whatsapp
      phone
      email
    }
  }
`);

function NotFound() {
  return (
    <section className="panel">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/">Back to home</Link>
    </section>
  );
}

function InfoPage() {
  return (
    <section className="panel">
      <h1>Information</h1>
      <p>This page is being written. For help, contact us on WhatsApp.</p>
    </section>
  );
}

export function App() {
  const { data } = useQuery(ShopQuery);
  const shop = data?.shop;
  return (
    <div className="layout">
      <header className="header">
        <Link to="/" className="brand">
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span>{shop?.name ?? 'Electronics Accessories'}</span>
        </Link>
      </header>
      <main className="main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products/:id" element={<ProductPage />} />
          <Route path="/info/:page" element={<InfoPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
      <footer className="footer">
        {shop && (
          <p>
            WhatsApp {shop.whatsapp} · Phone {shop.phone} · {shop.email}
          </p>
        )}
      </footer>
    </div>
  );
}
