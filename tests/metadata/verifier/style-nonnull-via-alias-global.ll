@t = global ptr null
define ptr @f() {
  %p = load ptr, ptr @t, !nonnull !{}, !noundef !{}
  ret ptr %p
}
