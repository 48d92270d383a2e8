import { boardIds, leaderIds, withPortraits } from './facts/people.ts';
import type { SiteImage } from './images.ts';

/**
 * A board member or leader (id, image, name, title lines, detail image, detail title,
 * detail paragraphs). Shaped so it can be handed to `PersonCardDialog` as it is. Portraits are
 * illustrations made for this project (`scripts/make-company-media.ts`), not photos of real people; the
 * people are sample entries.
 */
export interface Person {
  id: string;
  name: string;
  titleLines: readonly string[];
  image: SiteImage;
  detailImage: SiteImage;
  detailTitle: string;
  biography: readonly string[];
}

/** A card's words; the id and portraits come from `facts/people.ts`. */
function person(name: string, titleLines: readonly string[], biography: readonly string[]) {
  return { name, titleLines, detailTitle: titleLines.join(' '), biography };
}

const portraitAlt = (name: string) => `Illustrated portrait of ${name}`;

/** Board of Directors: 8 people, shown as a row of 4 and then the rest. */
export const boardOfDirectors: readonly Person[] = withPortraits(boardIds, portraitAlt, [
  person(
    'Ramesh Kulkarni',
    ['Chairman and', 'Independent Director'],
    [
      'Ramesh chairs the board. He spent thirty-two years in banking, the last eight as an executive director of a public sector bank, where he ran retail and rural lending.',
      'He has served on the boards of two housing finance companies and chairs our Nomination and Remuneration Committee.',
      'He holds a master’s degree in economics from the University of Pune and is a Certified Associate of the Indian Institute of Bankers.',
    ],
  ),
  person(
    'Anjali Deshmukh',
    ['Managing Director and', 'Chief Executive Officer'],
    [
      'Anjali founded the company in April 2017 after fifteen years in consumer and vehicle finance, most recently as business head for two-wheeler loans at a large finance company.',
      'She leads the company’s strategy and its move into electric mobility, and speaks often about credit for first-time borrowers.',
      'She is a chartered accountant and holds an MBA from a leading Indian business school.',
    ],
  ),
  person(
    'Lakshmi Narayanan',
    ['Independent Director'],
    [
      'Lakshmi chairs the Audit Committee. She was a partner at an accounting firm for eighteen years, auditing banks and finance companies.',
      'She is a chartered accountant and a cost accountant, and mentors women entrepreneurs in Chennai.',
    ],
  ),
  person(
    'Harpreet Sandhu',
    ['Independent Director'],
    [
      'Harpreet chairs the Risk Management Committee. He built the credit risk function of a private bank’s retail business over two decades.',
      'He holds a degree in statistics and advises fintech companies on responsible lending.',
    ],
  ),
  person(
    'Suresh Menon',
    ['Nominee Director', '(Northbridge Impact Partners)'],
    [
      'Suresh represents Northbridge Impact Partners on the board. He leads the fund’s financial inclusion investments in South Asia.',
      'Before investing, he worked in microfinance in Kerala and Odisha for ten years.',
    ],
  ),
  person(
    'Priya Banerjee',
    ['Nominee Director', '(Greenline Climate Fund)'],
    [
      'Priya represents Greenline Climate Fund on the board. She invests in companies that make clean transport affordable.',
      'She trained as an electrical engineer and worked on battery supply chains before moving to climate finance.',
    ],
  ),
  person(
    'Arvind Rao',
    ['Non-Executive Director'],
    [
      'Arvind is a co-founder of the company and served as its first chief operating officer, opening the first twenty branches.',
      'He now advises the management on dealer partnerships and rural expansion.',
    ],
  ),
  person(
    'Kavita Joshi',
    ['Independent Director'],
    [
      'Kavita chairs the Stakeholders’ Relationship and Customer Service Committee. She was a senior official of a financial regulator for twenty-five years.',
      'She has written widely on consumer protection in retail lending and fair collection practices.',
    ],
  ),
]);

/** Leadership team: 5 people, shown as rows of 3 and 2. */
export const leaders: readonly Person[] = withPortraits(leaderIds, portraitAlt, [
  person(
    'Rohit Agarwal',
    ['Chief Operating Officer'],
    [
      'Rohit runs sales, branches and customer service. He joined in 2019 from a two-wheeler maker’s finance arm, where he led dealer finance in western India.',
      'He has set up the company’s one-day decision process and its network of partner dealers.',
    ],
  ),
  person(
    'Farhan Qureshi',
    ['Chief Financial Officer'],
    [
      'Farhan leads finance, treasury and investor relations. He raised the company’s first bank lines and its debt from development finance institutions.',
      'He is a chartered accountant with sixteen years in non-banking finance.',
    ],
  ),
  person(
    'Meenakshi Iyer',
    ['Chief Risk Officer'],
    [
      'Meenakshi leads credit and risk. She designed the risk-gradation model that sets each customer’s rate, and the credit rules for customers without income proof.',
      'Before joining, she ran collections analytics at a large private bank.',
    ],
  ),
  person(
    'Deepa Thomas',
    ['Chief Technology Officer'],
    [
      'Deepa leads technology and data. Her team built the loan origination app our branches and dealers use, and the customer care and e-mandate services on this website.',
      'She previously led engineering teams at two payments companies.',
    ],
  ),
  person(
    'Vijay Patil',
    ['Chief Compliance Officer'],
    [
      'Vijay makes sure the company follows the Reserve Bank of India’s rules and its own policies. He is also the company’s Principal Nodal Officer for customer grievances.',
      'He has twenty years of compliance and legal experience in banks and finance companies.',
    ],
  ),
]);
