export { TournamentCreatePage as default } from './tournament-form-page';
