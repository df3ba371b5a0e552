/** /pricing (public, also for visitors and crawlers): the packages and methods of the visitor's country, and the way to an account. */
import { useHost, useMember, useTexts } from '@dating/remote-kit';
import { RouteButton } from '@dating/shared-ui';
import { ShopFront } from './credits';

export function PricingPage() {
  const t = useTexts();
  const { navigation } = useHost();
  const member = useMember();
  return (
    <div data-testid="pricing-page">
      <ShopFront title={t('pricing.title')} intro={t('pricing.intro')} choose={member !== null}>
        {!member && (
          <div>
            <RouteButton navigation={navigation} to="signup" variant="secondary">{t('pricing.signup')}</RouteButton>
          </div>
        )}
      </ShopFront>
    </div>
  );
}
