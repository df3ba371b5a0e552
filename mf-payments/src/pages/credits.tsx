/** /credits: the packages of the member's country in its currency, the active discount, and the payment methods offered there. */
import type { ReactNode } from 'react';
import { useEndpoint, useTexts } from '@dating/remote-kit';
import { Alert, Button, Card, Skeleton, Stack } from '@dating/shared-ui';
import { DiscountBanner } from '../features/discount-banner';
import { MethodList } from '../features/method-list';
import { PackageList } from '../features/package-list';

/** The shop's front: `choose` false on the public pricing page (a visitor sees prices; buying needs an account). */
export function ShopFront({ title, intro, choose, children }: { title: string; intro: string; choose: boolean; children?: ReactNode }) {
  const t = useTexts();
  const { data: offer, error, mutate } = useEndpoint('creditPackages');
  return (
    <Card>
      <Stack $gap={4} data-testid="shop">
        <div>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
        {error && (
          <div>
            <Alert kind="danger">{t('packages.loadError')}</Alert>
            <Button variant="outline" onClick={() => void mutate()}>{t('common.retry')}</Button>
          </div>
        )}
        {!offer && !error && <Skeleton height="220px" />}
        {offer && (
          <>
            <DiscountBanner discount={offer.discount} />
            <PackageList offer={offer} choose={choose} />
            <section aria-labelledby="methods-title">
              <h2 id="methods-title">{t('methods.title')}</h2>
              <MethodList methods={offer.methods} />
            </section>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}

export function CreditsPage() {
  const t = useTexts();
  return <ShopFront title={t('credits.title')} intro={t('credits.intro')} choose />;
}
