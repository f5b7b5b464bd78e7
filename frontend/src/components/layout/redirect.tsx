// Navigates once when shown (unlike <Navigate>, which navigates again whenever its props change).
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';

export function Redirect({ href }: { href: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate({ href, replace: true });
  }, [navigate, href]);
  return null;
}
