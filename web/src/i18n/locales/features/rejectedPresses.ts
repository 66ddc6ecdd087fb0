/**
 * Rejected presses (docs/devices-mqtt.md "Rejected presses"): the running class's count by reason
 * and fleet health's column per scanner. One text per reject reason of the device contract.
 */
import { defineTexts } from './define';

export const rejectedPressesTexts = defineTexts({
  ko: {
    REJECTED_PRESSES_TITLE: '반영되지 않은 버튼 입력 {{count}}건',
    REJECTED_PRESSES_HINT: '이 수업에서 받지 않은 입력입니다. 해당 버튼에는 빨간 불이 켜졌습니다.',
    REJECTED_PRESSES_COUNT: '{{count}}건',
    REJECT_REASON_UNKNOWN_DEVICE: '등록되지 않은 버튼',
    REJECT_REASON_BLACKLISTED: '차단된 버튼 (블랙리스트)',
    REJECT_REASON_NO_QUESTION: '진행 중인 문제 없음',
    REJECT_REASON_INVALID_VALUE: '문제에 없는 답 (O/X 또는 번호)',
    REJECT_REASON_EXPIRED: '10분보다 오래된 입력',
    REJECT_REASON_NOT_SEATED: '이 교실에 연결되지 않은 버튼',
    REJECT_REASON_UNKNOWN_SCANNER: '등록되지 않은 스캐너',
    REJECT_REASON_UNREADABLE: '읽을 수 없는 메시지',
    FLEET_HEALTH_REJECTED: '거부된 입력 (최근 {{days}}일)',
    FLEET_HEALTH_NO_REJECTS: '없음',
  },
  en: {
    REJECTED_PRESSES_TITLE: '{{count}} button presses not counted',
    REJECTED_PRESSES_HINT: 'Presses this class did not take. Those buttons lit red.',
    REJECTED_PRESSES_COUNT: '{{count}}',
    REJECT_REASON_UNKNOWN_DEVICE: 'Button not registered',
    REJECT_REASON_BLACKLISTED: 'Button blocked (blacklist)',
    REJECT_REASON_NO_QUESTION: 'No question open',
    REJECT_REASON_INVALID_VALUE: 'Answer the question does not offer (O/X or number)',
    REJECT_REASON_EXPIRED: 'Pressed more than 10 minutes earlier',
    REJECT_REASON_NOT_SEATED: 'Button not linked to this classroom',
    REJECT_REASON_UNKNOWN_SCANNER: 'Scanner not registered',
    REJECT_REASON_UNREADABLE: 'Unreadable message',
    FLEET_HEALTH_REJECTED: 'Rejected presses (last {{days}} days)',
    FLEET_HEALTH_NO_REJECTS: 'None',
  },
  es: {
    REJECTED_PRESSES_TITLE: '{{count}} pulsaciones no contadas',
    REJECTED_PRESSES_HINT: 'Pulsaciones que esta clase no aceptó. Esos botones se encendieron en rojo.',
    REJECTED_PRESSES_COUNT: '{{count}}',
    REJECT_REASON_UNKNOWN_DEVICE: 'Botón no registrado',
    REJECT_REASON_BLACKLISTED: 'Botón bloqueado (lista negra)',
    REJECT_REASON_NO_QUESTION: 'Ninguna pregunta abierta',
    REJECT_REASON_INVALID_VALUE: 'Respuesta que la pregunta no ofrece (O/X o número)',
    REJECT_REASON_EXPIRED: 'Pulsado hace más de 10 minutos',
    REJECT_REASON_NOT_SEATED: 'Botón no vinculado a esta aula',
    REJECT_REASON_UNKNOWN_SCANNER: 'Escáner no registrado',
    REJECT_REASON_UNREADABLE: 'Mensaje ilegible',
    FLEET_HEALTH_REJECTED: 'Pulsaciones rechazadas (últimos {{days}} días)',
    FLEET_HEALTH_NO_REJECTS: 'Ninguna',
  },
});
