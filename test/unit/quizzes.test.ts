import { describe, expect, it } from 'vitest';
import { ApiError } from '#platform/core/errors.ts';
import { defaultQuizSettings, quizQuestionsSchema, type QuizQuestion } from '#features/courses/courses.ts';
import { MAX_ATTEMPT_NUMBER, attemptLock, attemptsLeft, detailedResults, gradeAnswers, regrade, shuffled, validateAnswers, type Answers, type QuizResultRecord } from '#features/courses/quizzes.ts';

const questions: QuizQuestion[] = quizQuestionsSchema.parse([
  { id: 'q1', type: 'multiple_choice', question: 'Capital of France?', points: 2, explanation: 'Paris.', options: [{ id: 'a', text: 'Paris', is_correct: true }, { id: 'b', text: 'Lyon' }] },
  { id: 'q2', type: 'multiple_select', question: 'Primes?', options: [{ id: 'a', text: '2', is_correct: true }, { id: 'b', text: '3', is_correct: true }, { id: 'c', text: '4' }] },
  { id: 'q3', type: 'true_false', question: 'Sky is blue', correct_answer: true },
  { id: 'q4', type: 'short_answer', question: 'Explain', points: 3 },
  { id: 'q5', type: 'multiple_choice', question: 'Disabled', enabled: false, options: [{ id: 'a', text: 'x', is_correct: true }, { id: 'b', text: 'y' }] },
]);
const settings = { ...defaultQuizSettings(), passing_score: 50 };

const thrown = (f: () => unknown): ApiError => {
  try {
    f();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('did not throw');
};

describe('quiz questions', () => {
  it('maps the original shape: single_choice, multiple_choice, written_answer, options by label', () => {
    const [single, multi, written] = quizQuestionsSchema.parse([
      { slug: 's1', type: 'single_choice', label: 'One?', help_text: 'because', options: [{ label: 'Yes', is_correct: true }, { label: 'No' }] },
      { slug: 's2', type: 'multiple_choice', label: 'Many?', options: [{ label: 'A', is_correct: true }, { label: 'B', is_correct: true }] },
      { slug: 's3', type: 'written_answer', label: 'Say', grading_mode: 'exact_match', correct_answers: ['Hello'] },
    ]);
    expect(single).toMatchObject({ id: 's1', type: 'multiple_choice', question: 'One?', explanation: 'because', options: [{ id: 'o1', text: 'Yes', is_correct: true }, { id: 'o2', text: 'No', is_correct: false }] });
    expect(multi?.type).toBe('multiple_select');
    expect(written).toMatchObject({ type: 'short_answer', grading_mode: 'exact_match', correct_answers: ['Hello'] });
  });

  it('true_false shorthand makes True/False options; short answers default to manual grading', () => {
    expect(questions[2]?.options).toEqual([{ id: 'true', text: 'True', is_correct: true }, { id: 'false', text: 'False', is_correct: false }]);
    expect(questions[3]?.grading_mode).toBe('manual');
  });

  it('refuses malformed questions', () => {
    const bad = (q: Record<string, unknown>) => quizQuestionsSchema.safeParse([{ id: 'x', question: 'Q', ...q }]).success;
    expect(bad({ type: 'multiple_choice', options: [{ id: 'a', text: 'A', is_correct: true }, { id: 'b', text: 'B', is_correct: true }] })).toBe(false);
    expect(bad({ type: 'multiple_select', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] })).toBe(false);
    expect(bad({ type: 'multiple_choice', options: [{ id: 'a', text: 'A', is_correct: true }, { id: 'a', text: 'B' }] })).toBe(false);
    expect(bad({ type: 'short_answer', grading_mode: 'exact_match' })).toBe(false);
    expect(bad({ type: 'essay' })).toBe(false);
    expect(quizQuestionsSchema.safeParse([questions[0], questions[0]]).success).toBe(false);
  });
});

describe('answers', () => {
  it('names the missing and invalid questions; disabled ones are not asked', () => {
    const e = thrown(() => validateAnswers(questions, { q1: 'a', q2: [], q3: 'maybe' }));
    expect(e.code).toBe('invalid_answers');
    expect(e.statusCode).toBe(400);
    expect(e.short).toBe(true);
    expect(e.message).toContain('missing answers for questions: q2, q4');
    expect(e.message).toContain('invalid answers for questions: q3');
    expect(() => validateAnswers(questions, { q1: 'Paris', q2: ['a'], q3: true, q4: 'text' })).not.toThrow();
    expect(() => validateAnswers(questions, { q1: ['a', 'b'], q2: ['a'], q3: 'true', q4: 'x' })).toThrow(/invalid answers for questions: q1/);
  });
});

describe('grading', () => {
  it('scores by points, counts correct answers, leaves manual short answers pending', () => {
    const answers: Answers = { q1: 'Paris', q2: ['b', 'a'], q3: 'false', q4: 'because' };
    const g = gradeAnswers(questions, answers, settings);
    // q1 2 + q2 1 of 2 + 1 + 1 + 3 = 7 points
    expect(g).toMatchObject({ points_earned: 3, points_possible: 7, score: 42, correct_answers: 2, total_questions: 4, passed: false, status: 'completed' });
    const after = regrade(g, { answers: { q4: true } }, settings);
    expect(after).toMatchObject({ points_earned: 6, score: 85, correct_answers: 3, passed: true, status: 'graded' });
    expect(regrade(g, { score: 10, passed: true }, settings)).toMatchObject({ score: 10, passed: true });
  });

  it('partial multiple_select is wrong; exact_match compares trimmed, any case; pass at the mark', () => {
    const qs = quizQuestionsSchema.parse([
      { id: 'm', type: 'multiple_select', question: 'M', options: [{ id: 'a', text: 'A', is_correct: true }, { id: 'b', text: 'B', is_correct: true }] },
      { id: 'w', type: 'short_answer', question: 'W', grading_mode: 'exact_match', correct_answers: ['Hello World'] },
    ]);
    const g = gradeAnswers(qs, { m: ['a'], w: '  hello world ' }, { ...settings, passing_score: 50 });
    expect(g).toMatchObject({ score: 50, passed: true, status: 'graded', correct_answers: 1 });
  });

  it('detailed results show correct answers and explanations only when configured', () => {
    const answers: Answers = { q1: 'b', q2: ['a', 'b'], q3: 'true', q4: 'x' };
    const g = gradeAnswers(questions, answers, settings);
    const shown = detailedResults(questions, answers, g, true);
    expect(shown[0]).toMatchObject({ question_id: 'q1', your_answer: 'b', correct_answer: 'a', is_correct: false, points_earned: 0, points_possible: 2, explanation: 'Paris.' });
    expect(shown[3]).toMatchObject({ question_id: 'q4', pending_review: true });
    const hidden = detailedResults(questions, answers, g, false);
    expect(hidden.every((d) => !('correct_answer' in d) && !('explanation' in d))).toBe(true);
  });

  it('shuffles deterministically per seed', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(shuffled(items, 's')).toEqual(shuffled(items, 's'));
    expect([...shuffled(items, 's')].sort((a, b) => a - b)).toEqual(items);
  });
});

describe('attempts (issue 26, defect 3: they outlive an enrolment)', () => {
  const attempt = (grade: Partial<QuizResultRecord['grade']>) => ({ attempt_number: 1, grade: { ...gradeAnswers(questions, {}, settings), ...grade } }) as QuizResultRecord;

  it('the lock follows the latest attempt: pending awaits grading, passed holds only while its lesson is completed', () => {
    expect(attemptLock(null, false)).toBeNull();
    expect(attemptLock(attempt({ status: 'completed', passed: false }), false)).toBe('pending');
    expect(attemptLock(attempt({ status: 'graded', passed: true }), true)).toBe('passed');
    // Unenrolled and enrolled again (or the progress reset): the lesson is not completed, the quiz is open.
    expect(attemptLock(attempt({ status: 'graded', passed: true }), false)).toBeNull();
    expect(attemptLock(attempt({ status: 'graded', passed: false }), true)).toBeNull();
  });

  it('unlimited attempts stop at the largest attempt number a key holds', () => {
    expect(attemptsLeft({ ...settings, max_attempts: 0 }, MAX_ATTEMPT_NUMBER - 1)).toBe(true);
    expect(attemptsLeft({ ...settings, max_attempts: 0 }, MAX_ATTEMPT_NUMBER)).toBe(false);
    expect(attemptsLeft({ ...settings, max_attempts: 2 }, 2)).toBe(false);
  });
});
