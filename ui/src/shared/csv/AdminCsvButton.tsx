import { Button } from '@mantine/core';
import { useState } from 'react';
import { saveAdminDownload } from './saveDownload';

/**
 * An admin list's "Download CSV": fetches the download with the admin's token and saves it; a failure
 * goes to the page's error modal through `onError`.
 */
export function AdminCsvButton({
  url,
  fileName,
  onError,
}: {
  url: string;
  /** the name to save under when the server names none */
  fileName: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveAdminDownload(url, fileName);
    } catch (failure) {
      onError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      onClick={() => void download()}
      loading={busy}
      data-testid="csv-download"
    >
      Download CSV
    </Button>
  );
}
