import { Suspense, useState } from 'react';
import type { ReportDialogProps } from './ReportDialog';
import { lazyNamed } from '../../lib/lazyPage';

/*
 * The report form (its form library, schema and reason list) is needed only when someone
 * reports, so it loads on the first opening and stays out of the reader's and every other
 * route's initial JavaScript (docs/PRODUCT.md#budgets).
 */
const loadReportDialog = () => import('./ReportDialog');
const Loaded = lazyNamed(loadReportDialog, 'ReportDialog');

/** The report dialog, fetched when first opened and kept mounted afterwards (its closing animation). */
export function ReportDialog(props: ReportDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
