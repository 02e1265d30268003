// mattr: +pan-rwv
// instructions llvm-mc 19 takes only with: pan-rwv
at	s1e1rp, x5
at	s1e1wp, x5
