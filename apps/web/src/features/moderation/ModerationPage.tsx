import { useState } from 'react';
import { PageTitle, TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components';
import { AuditList } from './AuditList';
import { QueueList } from './QueueList';
import styles from './Moderation.module.css';

type Tab = 'open' | 'resolved' | 'audit';
const TABS: { value: Tab; label: string }[] = [
  { value: 'open', label: 'Açık' },
  { value: 'resolved', label: 'Çözülen' },
  { value: 'audit', label: 'Kayıt' },
];

/**
 * /moderasyon (docs/PRODUCT.md#trust-and-safety): the open reports oldest first with their 24-hour timers, the
 * resolved ones, and the audit of decisions. The route shows it to moderators and admins
 * only; the API refuses everyone else anyway. Radix mounts only the open tab, so each list
 * loads when it is first shown.
 */
export function ModerationPage() {
  const [tab, setTab] = useState<Tab>('open');
  return (
    <div className={styles.page}>
      <PageTitle title="Moderasyon" />
      <header className={styles.intro}>
        <h1 className={styles.heading}>Moderasyon</h1>
        <p className={styles.lead}>Her şikayet ilk bildirimden sonraki 24 saat içinde karara bağlanmalıdır. En eski şikayet en üsttedir.</p>
      </header>
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Moderasyon bölümleri" className={styles.tabList}>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className={styles.tab}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="open">
          <QueueList status="open" />
        </TabsContent>
        <TabsContent value="resolved">
          <QueueList status="resolved" />
        </TabsContent>
        <TabsContent value="audit">
          <AuditList />
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
