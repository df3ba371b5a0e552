/** A visitor's like button: liking needs an account, so it opens the signup modal (spec section 8). */
import { useHost, useTexts } from '@dating/remote-kit';
import { Button, Heart } from '@dating/shared-ui';

/** The like button a visitor sees on a card or profile. */
export function VisitorLikeButton({ name, block = false }: { name: string; block?: boolean }) {
  const { bus } = useHost();
  const t = useTexts();
  return (
    <Button
      variant="outline"
      size="small"
      block={block}
      icon={<Heart size={16} aria-hidden="true" />}
      aria-label={t('visitor.likeLabel', { name })}
      onClick={() => bus.emit('signup:open', {})}
      data-testid="visitor-like"
    >
      {t('visitor.like')}
    </Button>
  );
}
