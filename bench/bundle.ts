// `npm run bench:bundle`: what each module of the web app costs (gzip), and the first screen's total against
// its budget (issue 15). BUNDLE_TOP=40 lists more modules; BUNDLE_JSON=1 prints the whole report as JSON.
import { bundleReport, formatReport } from './src/bundle.ts';

const report = await bundleReport();
if (process.env.BUNDLE_JSON === '1') console.log(JSON.stringify(report, null, 2));
else console.log(formatReport(report, Number(process.env.BUNDLE_TOP ?? 25)));
