import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { displayPhone } from '../../../ui/phone';
import { usePageTitle } from '../../../ui/usePageTitle';
import { getFragmentData } from '../../../gql';
import { session } from '../../../lib/session';
import { CartFieldsFragment } from '../../cart/cart.graphql';
import { guestCart } from '../../cart/guest-cart';
import { linesFromServer, mergeGuestCartIntoAccount } from '../../cart/useCart';
import { useShop } from '../../shop/useShop';
import { saveCheckoutDraft } from '../checkout-draft';
import { keepOpenCheckoutToken } from '../open-checkout';
import { ResumeCheckoutQuery } from '../open-checkout.graphql';

/**
 * /checkout/resume/:token, the reminder's link: fills the cart with the checkout's lines still in the shop (a guest's
 * cart in this browser; a signed-in customer's merged into the account's) and the checkout form with what was typed,
 * then opens checkout.
 */
export function ResumeCheckoutPage() {
  const { token = '' } = useParams();
  const shop = useShop();
  usePageTitle(`Your cart | ${shop.name}`);
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, error, loading } = useQuery(ResumeCheckoutQuery, { variables: { token }, fetchPolicy: 'no-cache' });
  const restored = useRef(false);

  useEffect(() => {
    const resumed = data?.resumeCheckout;
    if (!resumed || restored.current) return;
    restored.current = true;
    const lines = linesFromServer(getFragmentData(CartFieldsFragment, resumed.cart));
    const { name, email, phone, city, address } = resumed.details;
    saveCheckoutDraft({ name, email, phone: displayPhone(phone), city, address, notes: '' });
    keepOpenCheckoutToken(resumed.token);
    void (async () => {
      if (lines.length) {
        guestCart.replace(lines);
        const signedIn = session.get().token;
        if (signedIn) await mergeGuestCartIntoAccount(client, signedIn);
      }
      navigate(lines.length ? '/checkout' : '/cart', { replace: true });
    })();
  }, [data, client, navigate]);

  if (error && !loading)
    return (
      <section className="panel empty-state" aria-labelledby="resume-title">
        <h1 id="resume-title">Your cart</h1>
        <p role="alert">{errorMessage(error, 'This checkout link is not valid or has expired.')}</p>
        <Link className="btn btn-primary" to="/">
          Continue Shopping
        </Link>
      </section>
    );
  return <Spinner label="Bringing back your cart…" />;
}
