export { default } from '../../default';
