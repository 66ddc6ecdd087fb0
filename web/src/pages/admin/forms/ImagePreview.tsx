/** The preview of an uploaded image above its upload buttons: at most 160px high, never cropped. */
export function ImagePreview(props: { src: string; alt: string; testId: string }) {
  return (
    <img
      src={props.src}
      alt={props.alt}
      data-testid={props.testId}
      style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
    />
  );
}
