/**
 * Question form: image and audio upload (pages/questions/media), and the labels of each choice's
 * English and Spanish inputs (CHOICE_N_EN, CHOICE_N_ES). UNSUPPORTED_FILE is the server's
 * upload key (docs/files.md), shown under its own name like NOT_AN_IMAGE and FILE_TOO_LARGE,
 * which ko.ts already has; UPLOAD_IMAGE and REMOVE_IMAGE are reused from ko.ts too.
 */
import { defineTexts } from './define';

export const questionMediaTexts = defineTexts({
  ko: {
    QUESTION_IMAGE: '문항 이미지',
    QUESTION_IMAGE_HINT: 'JPEG, PNG, GIF, WebP, AVIF 또는 HEIC, 최대 10MB',
    QUESTION_AUDIO: '문항 오디오',
    QUESTION_AUDIO_HINT: 'MP3, WAV, OGG, M4A, AAC 또는 WebM, 최대 10MB',
    UPLOAD_AUDIO: '오디오 업로드',
    REMOVE_AUDIO: '오디오 제거',
    CHOICE_IMAGE_N: '보기 {{no}} 이미지',
    REMOVE_CHOICE_IMAGE_N: '보기 {{no}} 이미지 제거',
    CHOICE_N_EN: '보기 {{no}} (영어)',
    CHOICE_N_ES: '보기 {{no}} (스페인어)',
    MEDIA_UPLOADING: '{{name}} 업로드 중...',
    MEDIA_UPLOAD_ERR_MSG: '파일을 업로드하지 못했습니다.',
    UNSUPPORTED_FILE: '이미지와 오디오 파일만 업로드할 수 있습니다.',
    NOT_AUDIO: '오디오 파일만 올릴 수 있습니다.',
  },
  en: {
    QUESTION_IMAGE: 'Question image',
    QUESTION_IMAGE_HINT: 'JPEG, PNG, GIF, WebP, AVIF or HEIC, up to 10 MB',
    QUESTION_AUDIO: 'Question audio',
    QUESTION_AUDIO_HINT: 'MP3, WAV, OGG, M4A, AAC or WebM, up to 10 MB',
    UPLOAD_AUDIO: 'Upload audio',
    REMOVE_AUDIO: 'Remove audio',
    CHOICE_IMAGE_N: 'Image for choice {{no}}',
    REMOVE_CHOICE_IMAGE_N: 'Remove the image of choice {{no}}',
    CHOICE_N_EN: 'Choice {{no}} (English)',
    CHOICE_N_ES: 'Choice {{no}} (Spanish)',
    MEDIA_UPLOADING: 'Uploading {{name}}...',
    MEDIA_UPLOAD_ERR_MSG: 'The file could not be uploaded.',
    UNSUPPORTED_FILE: 'Only images and audio files can be uploaded.',
    NOT_AUDIO: 'Only audio files can be uploaded.',
  },
  es: {
    QUESTION_IMAGE: 'Imagen de la pregunta',
    QUESTION_IMAGE_HINT: 'JPEG, PNG, GIF, WebP, AVIF o HEIC, hasta 10 MB',
    QUESTION_AUDIO: 'Audio de la pregunta',
    QUESTION_AUDIO_HINT: 'MP3, WAV, OGG, M4A, AAC o WebM, hasta 10 MB',
    UPLOAD_AUDIO: 'Subir audio',
    REMOVE_AUDIO: 'Quitar audio',
    CHOICE_IMAGE_N: 'Imagen de la opción {{no}}',
    REMOVE_CHOICE_IMAGE_N: 'Quitar la imagen de la opción {{no}}',
    CHOICE_N_EN: 'Opción {{no}} (inglés)',
    CHOICE_N_ES: 'Opción {{no}} (español)',
    MEDIA_UPLOADING: 'Subiendo {{name}}...',
    MEDIA_UPLOAD_ERR_MSG: 'No se pudo subir el archivo.',
    UNSUPPORTED_FILE: 'Solo se pueden subir imágenes y archivos de audio.',
    NOT_AUDIO: 'Solo se pueden subir archivos de audio.',
  },
});
