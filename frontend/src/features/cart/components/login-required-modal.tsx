// Shown when an anonymous visitor presses Checkout: Login and Sign Up tabs, each leading to its page.
import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, UserPlus } from 'lucide-react';
import { APP_PATHS, loginHref } from '@/lib/app-paths';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { buttonStyles } from '@/components/ui/button';

interface LoginRequiredModalProps {
  open: boolean;
  onClose(): void;
  /** Where to come back after signing in (the checkout the visitor asked for). */
  returnTo: string;
}

export function LoginRequiredModal({ open, onClose, returnTo }: LoginRequiredModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginTarget = loginHref(returnTo);

  function goToLogin(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onClose();
    void navigate({ href: loginTarget });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cart.loginRequired.title')}
      description={t('cart.loginRequired.description')}
      closeLabel={t('meta.close')}
    >
      <Tabs
        label={t('cart.loginRequired.tabsLabel')}
        stretch
        panelClassName="pt-5"
        items={[
          {
            id: 'login',
            label: t('cart.loginRequired.loginTab'),
            icon: <LogIn className="size-4" aria-hidden="true" />,
            content: (
              <div>
                <p className="text-sm text-fg-muted">{t('cart.loginRequired.loginText')}</p>
                <a
                  href={loginTarget}
                  onClick={goToLogin}
                  className={buttonStyles({ block: true, size: 'lg', className: 'mt-5' })}
                >
                  {t('cart.loginRequired.loginAction')}
                </a>
              </div>
            ),
          },
          {
            id: 'signup',
            label: t('cart.loginRequired.signUpTab'),
            icon: <UserPlus className="size-4" aria-hidden="true" />,
            content: (
              <div>
                <p className="text-sm text-fg-muted">{t('cart.loginRequired.signUpText')}</p>
                <Link
                  to={APP_PATHS.register}
                  search={{ redirect: returnTo }}
                  onClick={onClose}
                  className={buttonStyles({ block: true, size: 'lg', className: 'mt-5' })}
                >
                  {t('cart.loginRequired.signUpAction')}
                </Link>
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
