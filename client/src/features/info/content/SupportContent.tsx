import { KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../ui/format';
import { BusinessHours, ContactChannels } from './ContactChannels';
import {
  DELIVERY_TIMES,
  LAHORE_FREE_DELIVERY_ABOVE,
  ORDER_CHANGE_WINDOW,
  REFUND_PROCESSING,
  RETURN_WINDOW,
} from '../policy';

const TABS = ['Contact Us', 'FAQ', 'Help Guides'] as const;
type Tab = (typeof TABS)[number];

/** /info/support: tabs Contact Us, FAQ and Help Guides (arrow keys, Home and End move between tabs). */
export function SupportContent() {
  const [active, setActive] = useState<Tab>('Contact Us');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    setActive(TABS[index]);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.indexOf(active);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select((target + TABS.length) % TABS.length);
  };

  return (
    <div className="support">
      <div role="tablist" aria-label="Support" className="tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={active === tab}
            aria-controls={panelId(index)}
            tabIndex={active === tab ? 0 : -1}
            className="tab"
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={active !== tab}
          tabIndex={0}
          className="tab-panel"
        >
          {tab === 'Contact Us' && <ContactTab />}
          {tab === 'FAQ' && <FaqTab />}
          {tab === 'Help Guides' && <GuidesTab />}
        </div>
      ))}
    </div>
  );
}

function ContactTab() {
  return (
    <>
      <p>Our team answers on WhatsApp around the clock, and by phone and e-mail during business hours.</p>
      <ContactChannels />
      <h2>Business hours</h2>
      <BusinessHours />
    </>
  );
}

const FAQS: { question: string; answer: React.ReactNode }[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Add products to your cart, open the cart and choose Proceed to Checkout. Fill in your delivery details and press Place Order. You can order with an account or as a guest.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Cash on delivery only. You pay the rider when your parcel arrives – no card or advance payment needed.',
  },
  {
    question: 'Is delivery free?',
    answer: `Delivery is free in Lahore on orders above ${formatPrice(LAHORE_FREE_DELIVERY_ABOVE)}. For other cities delivery charges apply; we confirm them with you before dispatch.`,
  },
  {
    question: 'How long does delivery take?',
    answer: DELIVERY_TIMES.map(({ area, time }) => `${area}: ${time}`).join('. ') + '.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer: `Yes, within ${ORDER_CHANGE_WINDOW} of placing it. Message us on WhatsApp or call with your order ID.`,
  },
  {
    question: 'What is your return policy?',
    answer: (
      <>
        You can return an item within {RETURN_WINDOW} of delivery. Refunds are processed in {REFUND_PROCESSING}. See{' '}
        <Link to="/info/returns">Returns &amp; Refunds</Link> for the details.
      </>
    ),
  },
  {
    question: 'How do I track my order?',
    answer: (
      <>
        Customers with an account see every order in My Dashboard. Guests can send their order ID on WhatsApp or call
        us. More on the <Link to="/info/order-tracking">Order Tracking</Link> page.
      </>
    ),
  },
  {
    question: 'Are your products genuine?',
    answer: 'Yes. We only sell original products from the brands or their authorised distributors.',
  },
];

function FaqTab() {
  return (
    <div className="faq">
      {FAQS.map(({ question, answer }) => (
        <details key={question} className="faq-item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}

function GuidesTab() {
  return (
    <ul className="info-cards">
      <li className="info-card">
        <h3>Placing an order</h3>
        <ol>
          <li>
            Find a product by search, category or <Link to="/products">Shop All</Link>.
          </li>
          <li>Choose the quantity and press Add to Cart.</li>
          <li>Open your cart and choose Proceed to Checkout.</li>
          <li>Enter your delivery details and press Place Order.</li>
        </ol>
      </li>
      <li className="info-card">
        <h3>Tracking an order</h3>
        <ol>
          <li>Note the order ID from your confirmation page.</li>
          <li>Signed in? Open My Dashboard to see its status.</li>
          <li>Guest? Send the ID on WhatsApp or call us.</li>
        </ol>
      </li>
      <li className="info-card">
        <h3>Returning an item</h3>
        <ol>
          <li>Contact us within {RETURN_WINDOW} of delivery with your order ID.</li>
          <li>Keep the item in its original packaging.</li>
          <li>We arrange the pickup and process your refund.</li>
        </ol>
      </li>
      <li className="info-card">
        <h3>Your account</h3>
        <ol>
          <li>
            <Link to="/register">Create an account</Link> with your name, e-mail and phone.
          </li>
          <li>Update your details and password on your profile.</li>
          <li>See your orders and totals in My Dashboard.</li>
        </ol>
      </li>
    </ul>
  );
}
