import { IMPORT_COLUMNS, IMPORT_KINDS, type ImportAnswer, type ImportKind } from '@league/contracts';
import { Button, Container, FileInput, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportSummary } from './ImportSummary';
import { useApplyImport, useImportPreview } from './api';

const KIND_LABELS: Record<ImportKind, string> = { teams: 'Teams', players: 'Players', rosters: 'Rosters' };

/** The header line a file of this kind starts with, the optional columns in brackets. */
const headerOf = (kind: ImportKind) =>
  IMPORT_COLUMNS[kind].map((column) => (column.required ? column.header : `[${column.header}]`)).join(', ');

/**
 * /admin/league/import (docs/api.md, "Spreadsheet import"): teams, players or rosters from a CSV file chosen or
 * pasted; the preview shows each row's action and errors, APPLY records the file once it has none, and
 * the summary links each team's page.
 */
export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('rosters');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const preview = useImportPreview();
  const apply = useApplyImport();
  const [shownError, setShownError] = useState<string | null>(null);
  // a preview speaks of the file and kind it was asked for; any change asks again
  const previewed: ImportAnswer | undefined =
    preview.data && preview.variables?.text === text && preview.variables.kind === kind
      ? preview.data
      : undefined;
  const applied: ImportAnswer | undefined =
    apply.data && apply.variables?.text === text && apply.variables.kind === kind ? apply.data : undefined;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setText(chosen ? await chosen.text() : '');
  };
  const ask = () =>
    preview.mutate(
      { kind, text },
      { onError: (error) => setShownError(errorMessage(error, 'The file could not be read.')) },
    );
  const record = () =>
    apply.mutate(
      { kind, text },
      { onError: (error) => setShownError(errorMessage(error, 'The import failed.')) },
    );

  return (
    <Container size="md" py="xl">
      <ErrorModal error={shownError} onClear={() => setShownError(null)} />
      <PageTitle>Import</PageTitle>
      <Stack gap="md">
        <SegmentedControl
          aria-label="What the file holds"
          value={kind}
          onChange={(value) => setKind(value as ImportKind)}
          data={IMPORT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
          fullWidth
        />
        <Text size="sm" c="dimmed">
          A CSV file (comma or semicolon separated) whose first line names the columns: {headerOf(kind)}.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
        />
        <Textarea
          label="Or paste it here"
          value={text}
          onChange={(event) => {
            setFile(null);
            setText(event.currentTarget.value);
          }}
          autosize
          minRows={4}
          maxRows={12}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="sm">
          <Button onClick={ask} loading={preview.isPending} disabled={text.trim() === ''}>
            PREVIEW
          </Button>
          <Button
            color="green"
            onClick={record}
            loading={apply.isPending}
            disabled={!previewed || previewed.errors > 0 || Boolean(applied)}
          >
            APPLY
          </Button>
        </Group>
        {applied ? (
          <ImportSummary answer={applied} />
        ) : (
          previewed && (
            <>
              <Text fw={500} c={previewed.errors > 0 ? 'red.8' : undefined} data-testid="import-count">
                {previewed.rows.length} {previewed.rows.length === 1 ? 'row' : 'rows'},{' '}
                {previewed.errors === 0
                  ? 'no errors: ready to apply.'
                  : `${previewed.errors} ${previewed.errors === 1 ? 'error' : 'errors'}: fix the file and preview it again.`}
              </Text>
              <ImportPreviewTable preview={previewed} />
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
