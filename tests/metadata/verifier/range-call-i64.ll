; reads: inline node in an attachment
declare i64 @count()

define i64 @caller() {
  %n = call i64 @count(), !range !{i64 1, i64 100}
  ret i64 %n
}
