import { siteRoute } from '@league/contracts/site-pages';
import { PHOTO_ACCEPT, PHOTO_PICK_MESSAGE } from '@league/contracts';
import { Alert, Anchor, Button, Card, Container, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { rosterPlayerQuery, useUploadPhoto } from './api';
import { photoFileProblem } from './photoFile';

/** A preview of the picked file, released when another is picked or the page closes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** /admin/{playerId}/playerPhoto: one .jpg, .jpeg or .png image for the player's history page. */
export function PlayerPhotoPage() {
  const { playerId = '' } = useParams();
  const player = useQuery(rosterPlayerQuery(playerId));
  const loadError = useQueryErrorMessage(player, 'Something went wrong with loading the player');
  const upload = useUploadPhoto(playerId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const preview = usePreview(file);

  const pick = (picked: File | null) => {
    upload.reset();
    const problem = photoFileProblem(picked ? [picked] : []);
    setFileError(picked ? problem : null);
    setFile(problem ? null : picked);
  };

  const send = () => {
    if (!file) {
      setFileError(PHOTO_PICK_MESSAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => setFile(null),
      onError: (failure) =>
        setUploadError(errorMessage(failure, 'Something went wrong with uploading the photo')),
    });
  };

  const name = player.data ? `${player.data.firstName} ${player.data.lastName}` : '';
  return (
    <Container size={560} py="xl">
      <ErrorModal
        error={loadError.message ?? uploadError}
        onClear={loadError.message ? loadError.clear : () => setUploadError(null)}
      />
      <PageTitle>Player Photo</PageTitle>
      {player.isPending && <Spinner />}
      {player.data && (
        <Card withBorder shadow="sm" p="lg">
          <Stack gap="md">
            <Text fw={700} fz="xl" ta="center" data-testid="photo-player-name">
              {name}
            </Text>
            <FileInput
              label="Photo (.jpg, .jpeg or .png)"
              placeholder={PHOTO_PICK_MESSAGE}
              accept={PHOTO_ACCEPT}
              value={file}
              onChange={pick}
              clearable
              error={fileError}
            />
            {preview && (
              <Image src={preview} alt={`New photo of ${name}`} mah={260} fit="contain" radius="sm" />
            )}
            {upload.isSuccess && (
              <Alert color="green" title="Photo saved">
                <Stack gap="xs">
                  <Image src={upload.data.url} alt={`Photo of ${name}`} mah={260} fit="contain" radius="sm" />
                  <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId })}>
                    See {name}&apos;s history page
                  </Anchor>
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={send} disabled={!file} loading={upload.isPending}>
                UPLOAD PHOTO
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
