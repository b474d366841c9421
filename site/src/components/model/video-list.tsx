import { useState } from "react";
import type { Video } from "../../../../contracts/vehicle-model";
import * as styles from "./video-list.module.css";

/** A video of the catalogue with the name its button and frame carry. */
export type TitledVideo = Video & { title: string };

/**
 * The model's videos. A video's frame belongs to another site, so none is in
 * the page when it loads (no third-party frame or request before the visitor
 * asks): a button named after the video puts its frame in place, and the frame
 * takes the focus.
 */
export function VideoList({ videos }: { videos: readonly TitledVideo[] }) {
  return (
    <ul className={`plain-list ${styles.videos}`}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoSlot video={video} />
        </li>
      ))}
    </ul>
  );
}

function VideoSlot({ video }: { video: TitledVideo }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className={styles.slot}>
      {playing ? (
        <iframe
          ref={(frame) => frame?.focus()}
          className={styles.frame}
          src={video.value}
          title={video.title}
          width={1280}
          height={720}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span className={styles.icon} aria-hidden="true" />
          <span>
            Assistir ao vídeo <span className={styles.title}>{video.title}</span>
          </span>
        </button>
      )}
      {!playing && (
        <figcaption className={styles.caption}>
          Ao assistir, o vídeo é carregado de {new URL(video.value).host}.
        </figcaption>
      )}
    </figure>
  );
}
