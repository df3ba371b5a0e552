/** /logout: ends the session, then goes to the root (spec section 2). */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../shell/services.js';

export function Logout() {
  const { session, progress } = useServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const done = progress.begin();
    void session.signOut().finally(() => {
      done();
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
      done();
    };
  }, [session, progress, navigate]);
  return null;
}
