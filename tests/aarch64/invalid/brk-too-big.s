// expect: immediate-out-of-range
// brk takes a 16-bit immediate
brk #65536
