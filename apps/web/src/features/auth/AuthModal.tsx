import { MSG } from '@okuryazar/shared';
import { useState } from 'react';
import { Button, CheckCircleIcon, Dialog } from '../../components';
import type { AuthMode } from './authMode';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import styles from './AuthModal.module.css';

export interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The user closed the modal (close button, Escape, overlay). */
  onDismiss: () => void;
  /** Closed after a successful login. */
  onDone: () => void;
}

export function AuthModal({ open, mode, onModeChange, onDismiss, onDone }: AuthModalProps) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState('');
  const showNotice = mode === 'signup' && registeredEmail !== null;

  const switchTo = (next: AuthMode) => {
    setRegisteredEmail(null);
    onModeChange(next);
  };

  const title = mode === 'login' ? 'Giriş Yap' : 'Kayıt Ol';
  const description = showNotice
    ? 'Hesabınız hazır.'
    : mode === 'login'
      ? 'Tekrar hoş geldiniz! Kaldığınız yerden okumaya devam edin.'
      : 'Ücretsiz hesabınızı oluşturun; okuyun, yazın, paylaşın.';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setRegisteredEmail(null);
          onDismiss();
        }
      }}
      title={title}
      description={description}
      size="md"
    >
      {showNotice ? (
        <div className={styles.notice}>
          <span className={styles.noticeIcon} aria-hidden="true">
            <CheckCircleIcon size={32} />
          </span>
          <p role="status" className={styles.noticeText}>
            {MSG.registerSuccess}
          </p>
          <Button
            variant="primary"
            fullWidth
            autoFocus
            onClick={() => {
              setLoginEmail(registeredEmail ?? '');
              switchTo('login');
            }}
          >
            Tamam
          </Button>
        </div>
      ) : mode === 'login' ? (
        <LoginForm
          key="login"
          defaultEmail={loginEmail}
          onSuccess={onDone}
          onSwitchToSignup={() => switchTo('signup')}
          onNavigateAway={onDone}
        />
      ) : (
        <SignupForm
          key="signup"
          onSuccess={(email) => setRegisteredEmail(email)}
          onSwitchToLogin={() => switchTo('login')}
        />
      )}
    </Dialog>
  );
}
