/**
 * What a visitor sees where the site lets only members in (the API answered 403 with the
 * authentication-required flag): a plain call to log in (and back here) or to sign up.
 */
import { useHost, useTexts } from '@dating/remote-kit';
import { Button, EmptyState, LogIn } from '@dating/shared-ui';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

/** The login call; `title` says what needs the login. */
export function LoginCall({ title }: { title: string }) {
  const { navigation, route, bus } = useHost();
  const t = useTexts();
  const query = new URLSearchParams(route.query).toString();
  const back = route.path + (query ? `?${query}` : '');
  return (
    <EmptyState
      title={title}
      data-testid="login-call"
      action={
        <Actions>
          <Button icon={<LogIn size={18} aria-hidden="true" />} onClick={() => navigation.to('login', {}, { redirect: back })} data-testid="login-call-login">
            {t('visitor.login')}
          </Button>
          <Button variant="outline" onClick={() => bus.emit('signup:open', {})} data-testid="login-call-signup">
            {t('visitor.signup')}
          </Button>
        </Actions>
      }
    >
      {t('visitor.loginText')}
    </EmptyState>
  );
}
