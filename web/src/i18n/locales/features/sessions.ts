/** Class sessions and question links: the server's error keys (docs/sessions.md), for the class screens. */
import { defineTexts } from './define';

export const sessionsTexts = defineTexts({
  ko: {
    SESSION_IN_PROGRESS: '이 교실에는 이미 진행 중인 수업이 있습니다.',
    SESSION_ENDED: '종료된 수업입니다.',
    SPOT_INACTIVE: '사용하지 않는 교실입니다.',
    QUESTION_NOT_STARTED: '아직 시작하지 않은 문항입니다.',
    QUESTION_STOPPED: '이미 종료된 문항입니다.',
    INVALID_ANSWER: '이 문항에 맞지 않는 답입니다.',
    INVALID_ANSWER_SEQUENCE: '응답 순서 정보가 올바르지 않습니다.',
    INVALID_PLAYLIST_INDEX: '플레이리스트의 문항 위치가 올바르지 않습니다.',
    UNKNOWN_PLAYLIST: '플레이리스트를 찾을 수 없습니다.',
    FILTER_NEEDS_SCOPE: '학생이나 앱으로 찾으려면 수업이나 교실도 선택하세요.',
    REMOTE_ALREADY_CONNECTED: '같은 이름의 학생이 이미 다른 기기에서 참여 중입니다. 이 기기로 옮길까요?',
    LOGGED_IN_ELSEWHERE: '같은 학생으로 다른 기기에서 로그인되어 이 기기에서는 나갑니다.',
  },
  en: {
    SESSION_IN_PROGRESS: 'A class is already running in this classroom.',
    SESSION_ENDED: 'This class has ended.',
    SPOT_INACTIVE: 'This classroom is not in use.',
    QUESTION_NOT_STARTED: 'This question has not started yet.',
    QUESTION_STOPPED: 'This question has already stopped.',
    INVALID_ANSWER: 'That answer does not fit this question.',
    INVALID_ANSWER_SEQUENCE: 'The answer’s sequence information is not valid.',
    INVALID_PLAYLIST_INDEX: 'The position in the playlist is not valid.',
    UNKNOWN_PLAYLIST: 'The playlist was not found.',
    FILTER_NEEDS_SCOPE: 'To search by student or app, also choose a class or a classroom.',
    REMOTE_ALREADY_CONNECTED:
      'A student with this name is already in the class on another device. Move to this device?',
    LOGGED_IN_ELSEWHERE:
      'You are logged in elsewhere as the same student, so this device has left the class.',
  },
  es: {
    SESSION_IN_PROGRESS: 'Ya hay una clase en curso en esta aula.',
    SESSION_ENDED: 'Esta clase ha terminado.',
    SPOT_INACTIVE: 'Esta aula no está en uso.',
    QUESTION_NOT_STARTED: 'Esta pregunta aún no ha comenzado.',
    QUESTION_STOPPED: 'Esta pregunta ya ha terminado.',
    INVALID_ANSWER: 'Esa respuesta no corresponde a esta pregunta.',
    INVALID_ANSWER_SEQUENCE: 'La información de orden de la respuesta no es válida.',
    INVALID_PLAYLIST_INDEX: 'La posición en la lista no es válida.',
    UNKNOWN_PLAYLIST: 'No se encontró la lista.',
    FILTER_NEEDS_SCOPE: 'Para buscar por estudiante o aplicación, elija también una clase o un aula.',
    REMOTE_ALREADY_CONNECTED:
      'Un estudiante con este nombre ya está en la clase en otro dispositivo. ¿Pasar a este dispositivo?',
    LOGGED_IN_ELSEWHERE:
      'Ha iniciado sesión en otro dispositivo como el mismo estudiante; este dispositivo ha salido de la clase.',
  },
});
