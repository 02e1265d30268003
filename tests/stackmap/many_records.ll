; Many records in one function, with blocks between them.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define i64 @many(i64 %n, i64 %a) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 80, i32 0, i64 %n)
  %c = icmp sgt i64 %n, 10
  br i1 %c, label %big, label %small
big:
  %x = mul i64 %n, %a
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 81, i32 0, i64 %x, i64 %n)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 82, i32 0, i64 %x, i64 %a, i64 1)
  br label %join
small:
  %y = add i64 %n, %a
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 83, i32 0, i64 %y)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 84, i32 0, i64 %y, i64 %y, i64 %y, i64 %y)
  br label %join
join:
  %r = phi i64 [ %x, %big ], [ %y, %small ]
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 85, i32 0, i64 %r)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 86, i32 0)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 87, i32 0, i64 %r, i64 %n)
  ret i64 %r
}
