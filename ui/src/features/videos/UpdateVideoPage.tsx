import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ListItemFormPage } from '../../shared/ui/ListItemFormPage';
import { useUpdateVideo, videosQuery } from './api';
import type { Video } from './schemas';
import { VideoFormFields } from './VideoFormFields';

function UpdateVideoForm({ video: current }: { video: Video }) {
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [video] = useState(current);
  const save = useFormSave(
    useUpdateVideo(video),
    siteRoute.videos.href(),
    'Something went wrong with editing this video',
  );
  return (
    <>
      {save.errorModal}
      <VideoFormFields
        initialValues={{
          videoTitle: video.videoTitle,
          videoURL: video.videoURL,
          videoCaption: video.videoCaption,
        }}
        submitLabel="UPDATE VIDEO"
        {...save.form}
      />
    </>
  );
}

/** /admin/updateVideo/{videoId}: the video comes from the videos list (there is no single-video read). */
export function UpdateVideoPage() {
  const { videoId } = useParams();
  return (
    <ListItemFormPage
      title="Update Video"
      size={640}
      list={useQuery(videosQuery())}
      id={videoId}
      idOf={(video) => video.videoId}
      loadFailure="Something went wrong with loading the videos"
      missing="This video does not exist (any more)."
    >
      {(video) => <UpdateVideoForm key={video.videoId} video={video} />}
    </ListItemFormPage>
  );
}
