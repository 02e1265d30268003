; reads: values and labels named like opcodes
@fence = global i32 0
define i32 @call(i32 %load, ptr %store) {
fence:
  %call = load i32, ptr %store, !range !0
  %ret = add i32 %call, %load
  br label %br
br:
  store volatile i32 %ret, ptr @fence, align 4, !nontemporal !1
  ret i32 %ret
}
!0 = !{i32 0, i32 5}
!1 = !{i32 1}
