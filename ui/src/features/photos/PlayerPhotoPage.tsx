import { siteRoute } from '@league/contracts/site-pages';
import { PHOTO_ACCEPT, PHOTO_PICK_MESSAGE } from '@league/contracts';
import { playerName } from '@league/contracts/formatting';
import { Alert, Anchor, Button, Card, Container, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentPhotoQuery, rosterPlayerQuery, useRemovePhoto, useUploadPhoto } from './api';
import { photoFileProblem } from './photoFile';

/** A preview of the picked file, released when another is picked or the page closes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The player's photo as the history page shows it, and its removal, asked first with 'Are you sure?'.
 * `onRemoving` says a removal starts; `onFailed` gets the message of one that failed.
 */
function CurrentPhoto({
  playerId,
  name,
  onRemoving,
  onFailed,
}: {
  playerId: string;
  name: string;
  onRemoving: () => void;
  onFailed: (message: string) => void;
}) {
  const photo = useQuery(currentPhotoQuery(playerId));
  const removal = useRemovePhoto(playerId);
  const [asking, setAsking] = useState(false);
  const remove = () => {
    onRemoving();
    removal.mutate(undefined, {
      onError: (failure) => onFailed(errorMessage(failure, 'Something went wrong with removing the photo')),
      onSettled: () => setAsking(false),
    });
  };
  return (
    <>
      <ConfirmModal
        opened={asking}
        description={`Remove the photo of ${name}? The history page will show no photo.`}
        confirmLabel="REMOVE PHOTO"
        busy={removal.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      />
      {photo.data && (
        <Stack gap="xs" data-testid="current-photo">
          <Text fw={600}>Current photo</Text>
          <Image src={photo.data} alt={`Photo of ${name}`} mah={260} fit="contain" radius="sm" />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => setAsking(true)}>
              REMOVE PHOTO
            </Button>
          </Group>
        </Stack>
      )}
      {removal.isSuccess && !photo.data && (
        <Alert color="green" title="Photo removed">
          {name} has no photo now.
        </Alert>
      )}
    </>
  );
}

/**
 * /admin/{playerId}/playerPhoto: the player's photo, one .jpg, .jpeg or .png image for the player's
 * history page, uploaded or removed.
 */
export function PlayerPhotoPage() {
  const { playerId = '' } = useParams();
  const player = useQuery(rosterPlayerQuery(playerId));
  const loadError = useQueryErrorMessage(player, 'Something went wrong with loading the player');
  const upload = useUploadPhoto(playerId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
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
        setActionError(errorMessage(failure, 'Something went wrong with uploading the photo')),
    });
  };

  const name = player.data ? playerName(player.data) : '';
  return (
    <Container size={560} py="xl">
      <ErrorModal
        error={loadError.message ?? actionError}
        onClear={loadError.message ? loadError.clear : () => setActionError(null)}
      />
      <PageTitle>Player Photo</PageTitle>
      {player.isPending && <Spinner />}
      {player.data && (
        <Card withBorder shadow="sm" p="lg">
          <Stack gap="md">
            <Text fw={700} fz="xl" ta="center" data-testid="photo-player-name">
              {name}
            </Text>
            <CurrentPhoto
              playerId={playerId}
              name={name}
              onRemoving={upload.reset}
              onFailed={setActionError}
            />
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
                <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId })}>
                  See {name}&apos;s history page
                </Anchor>
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
