export { default } from '../../../default';
