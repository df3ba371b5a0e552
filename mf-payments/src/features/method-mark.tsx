/**
 * Each payment method's mark, drawn here as SVG (no logo files are downloaded): its colours and
 * its name or symbol in the way members recognise it. Decorative: the name is always beside it.
 */
import type { PaymentMethod } from '@dating/shared-contracts';

interface Look {
  bg: string;
  fg: string;
  text: string;
  /** A second colour for a split mark (Mastercard's circles, Maestro's). */
  circles?: [string, string];
}

const LOOKS: Record<PaymentMethod, Look> = {
  ideal: { bg: '#ffffff', fg: '#cc0066', text: 'iDEAL' },
  bancontact: { bg: '#005498', fg: '#ffd800', text: 'BC' },
  creditcard: { bg: '#1b2030', fg: '#ffffff', text: '••••' },
  paypal: { bg: '#ffffff', fg: '#003087', text: 'PayPal' },
  applepay: { bg: '#000000', fg: '#ffffff', text: ' Pay' },
  sofort: { bg: '#ef809f', fg: '#ffffff', text: 'SOFORT' },
  eps: { bg: '#ffffff', fg: '#c8036f', text: 'eps' },
  blik: { bg: '#000000', fg: '#ffffff', text: 'blik' },
  twint: { bg: '#000000', fg: '#ffffff', text: 'TWINT' },
  swish: { bg: '#ffffff', fg: '#1b8a3c', text: 'Swish' },
  mobilepay: { bg: '#5a78ff', fg: '#ffffff', text: 'MobilePay' },
  vipps: { bg: '#ff5b24', fg: '#ffffff', text: 'Vipps' },
  satispay: { bg: '#ef373e', fg: '#ffffff', text: 'Satispay' },
  postepay: { bg: '#ffe000', fg: '#003b8e', text: 'Postepay' },
  dankort: { bg: '#e21b22', fg: '#ffffff', text: 'Dankort' },
  paysafecard: { bg: '#008ac9', fg: '#ffffff', text: 'paysafe' },
  giropay: { bg: '#000268', fg: '#ffffff', text: 'giropay' },
  nexi: { bg: '#2d32aa', fg: '#ffffff', text: 'nexi' },
  cartebancaire: { bg: '#00a1e0', fg: '#ffffff', text: 'CB' },
  maestro: { bg: '#ffffff', fg: '#1b2030', text: '', circles: ['#eb001b', '#00a2e5'] },
  visa: { bg: '#1a1f71', fg: '#ffffff', text: 'VISA' },
  mastercard: { bg: '#ffffff', fg: '#1b2030', text: '', circles: ['#eb001b', '#f79e1b'] },
  prezelewy24: { bg: '#ffffff', fg: '#d13239', text: 'P24' },
  sct: { bg: '#e8f6fd', fg: '#086391', text: 'SEPA' },
  sdd: { bg: '#e8f6fd', fg: '#086391', text: 'SDD' },
};

/** The mark of `method`, 56 × 36 px unless sized. */
export function MethodMark({ method, width = 56 }: { method: PaymentMethod; width?: number }) {
  const look = LOOKS[method];
  const height = Math.round((width * 36) / 56);
  const fontSize = look.text.length > 6 ? 9 : look.text.length > 4 ? 11 : 13;
  return (
    <svg width={width} height={height} viewBox="0 0 56 36" aria-hidden="true" focusable="false" data-method-mark={method}>
      <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill={look.bg} stroke="#c8cfd8" />
      {look.circles ? (
        <>
          <circle cx="22" cy="18" r="10" fill={look.circles[0]} />
          <circle cx="34" cy="18" r="10" fill={look.circles[1]} fillOpacity="0.9" />
        </>
      ) : (
        <text x="28" y="22.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={fontSize} fill={look.fg}>
          {look.text}
        </text>
      )}
    </svg>
  );
}
