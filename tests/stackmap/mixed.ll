; Every kind of location in one record: register, direct, indirect,
; constant and pooled constant.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @clobber(ptr)

define void @mixed(i64 %a, ptr %p) {
entry:
  %slot = alloca i64
  %v0 = load volatile i64, ptr %p
  %v1 = load volatile i64, ptr %p
  %v2 = load volatile i64, ptr %p
  %v3 = load volatile i64, ptr %p
  %v4 = load volatile i64, ptr %p
  %v5 = load volatile i64, ptr %p
  %v6 = load volatile i64, ptr %p
  %v7 = load volatile i64, ptr %p
  %v8 = load volatile i64, ptr %p
  %v9 = load volatile i64, ptr %p
  %v10 = load volatile i64, ptr %p
  %v11 = load volatile i64, ptr %p
  %v12 = load volatile i64, ptr %p
  %v13 = load volatile i64, ptr %p
  %v14 = load volatile i64, ptr %p
  %v15 = load volatile i64, ptr %p
  %v16 = load volatile i64, ptr %p
  %v17 = load volatile i64, ptr %p
  %v18 = load volatile i64, ptr %p
  %v19 = load volatile i64, ptr %p
  %v20 = load volatile i64, ptr %p
  %v21 = load volatile i64, ptr %p
  %v22 = load volatile i64, ptr %p
  %v23 = load volatile i64, ptr %p
  call void @clobber(ptr %slot)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 70, i32 8, i64 %a, ptr %slot, i64 -5, i64 1099511627776, i64 %v0, i64 %v1, i64 %v2, i64 %v3, i64 %v4, i64 %v5, i64 %v6, i64 %v7, i64 %v8, i64 %v9, i64 %v10, i64 %v11, i64 %v12, i64 %v13, i64 %v14, i64 %v15, i64 %v16, i64 %v17, i64 %v18, i64 %v19, i64 %v20, i64 %v21, i64 %v22, i64 %v23)
  ret void
}
