// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x8
wfit	x21
