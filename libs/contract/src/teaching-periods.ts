/**
 * The teaching side's one period model. A school day is a row of class periods (节次: `teaching_period`, each with
 * its bell times), and a lesson sits in exactly one of them, its `periodNum`: that is its row in the timetables and
 * its class time. A lesson's `periods` are the teaching hours (学时) it counts for — the 学时 column and the plan's
 * totals — never a number of periods it spans: lessons in periods 1, 2 and 3 of a day, 2 学时 each, are 第1节, 第2节
 * and 第3节. Every screen, message and export names a period with `periodText`, so a lesson's 节次 reads the same
 * everywhere (spec §2 Class timetable: periods 第N节).
 */
export const periodText = (periodNum: number): string => `第${periodNum}节`;
