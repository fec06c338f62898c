export { ClubEditPage as default } from './club-form-page';
