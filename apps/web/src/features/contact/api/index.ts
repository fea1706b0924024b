export { legalNoticeErrorMessage, useSendLegalNotice } from './sendLegalNotice';
