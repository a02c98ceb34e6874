export {
  UPI_APPS,
  UpiAutopaySetup,
  type UpiAutopaySetupProps,
  type UpiMandate,
} from './UpiAutopaySetup';
