export {
  UPI_APPS,
  UpiAutopaySetup,
  upiAppMessage,
  type UpiAutopaySetupProps,
  type UpiMandate,
} from './UpiAutopaySetup';
