import { HomePage } from '../../features/home/components/HomePage';

// Admin home will redirect to /statistics, employee home to /timetable or /email (002 §2.3), with those screens.
export const Component = HomePage;
