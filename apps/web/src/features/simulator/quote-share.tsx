import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSpanishProductName } from '../../api/products.js';
import { SystemShareButton } from '../../components/system-share-button.js';
import { useCustomerText } from '../../i18n/customer-text.js';
import { useTranslation } from '../../i18n/i18n.js';
import { type Quote, quoteMessage, whatsAppLink } from './quote-message.js';

// A quote sent to the customer's phone: WhatsApp, and the system share sheet where there is one.
// The buttons speak the promoter's language; the message is Spanish, the product's name too
// (`quote.product` is the name shown, in the promoter's language).
export function QuoteShare({
  quote,
  productId,
  size = 'small',
}: {
  quote: Quote;
  productId: string;
  size?: 'small' | 'medium';
}) {
  const { t, language } = useTranslation();
  const customerText = useCustomerText();
  const spanishName = useSpanishProductName(productId, language);
  // Unreadable (offline), the name shown is better than no way to share.
  const product = language === 'es' || spanishName.isError ? quote.product : spanishName.data;
  if (product === undefined) return null;
  const message = quoteMessage(customerText, { ...quote, product });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '@media print': { display: 'none' } }}>
      <Button
        size={size}
        variant="outlined"
        startIcon={<WhatsApp />}
        href={whatsAppLink(message)}
        target="_blank"
        rel="noreferrer"
        data-testid="quote-whatsapp"
      >
        {t('simulator.shareWhatsApp')}
      </Button>
      <SystemShareButton
        size={size}
        label={t('simulator.share')}
        title={customerText('simulation.customerCopy')}
        text={message}
      />
    </Box>
  );
}
