export { formatPoints } from '../../ui/points';
