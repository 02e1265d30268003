// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xbe02
tcommit
tstart	x25
ttest	x14
