import { describe, expect, it } from 'vitest';
import { progressOf } from '#features/courses/course-progress.ts';
import type { LessonRecord, Outline, SectionRecord } from '#features/courses/courses.ts';

const section = (id: number, priority: number, status: SectionRecord['status'] = 'published') => ({ id, priority, status }) as SectionRecord;
const lesson = (id: number, sectionId: number, priority: number, status: LessonRecord['status'] = 'published') =>
  ({ id, section_id: sectionId, priority, status, title: `L${id}` }) as LessonRecord;

describe('progressOf (docs/courses.md, Progress)', () => {
  // Section 2 comes first by priority; lesson 13 is a draft; section 3 is a draft (its lesson hidden).
  const outline: Outline = {
    sections: [section(1, 2), section(2, 1), section(3, 3, 'draft')],
    lessons: [lesson(11, 1, 1), lesson(12, 1, 2), lesson(13, 1, 3, 'draft'), lesson(21, 2, 1), lesson(31, 3, 1)],
  };

  it('is 0 with no next lesson when the course has no visible lesson', () => {
    expect(progressOf({ sections: [section(1, 1)], lessons: [lesson(1, 1, 1, 'draft')] }, [1])).toEqual({ percentage: 0, completed: 0, total: 0, next_lesson: null });
  });

  it('counts visible lessons only, floors, and names the first one not completed in outline order', () => {
    expect(progressOf(outline, [])).toEqual({ percentage: 0, completed: 0, total: 3, next_lesson: { id: 21, title: 'L21', order: 1 } });
    expect(progressOf(outline, ['21', 13, 31])).toEqual({ percentage: 33, completed: 1, total: 3, next_lesson: { id: 11, title: 'L11', order: 2 } });
    expect(progressOf(outline, [21, 11])).toMatchObject({ percentage: 66, next_lesson: { id: 12, order: 3 } });
    expect(progressOf(outline, [21, 11, 12, 999])).toEqual({ percentage: 100, completed: 3, total: 3, next_lesson: null });
  });
});
