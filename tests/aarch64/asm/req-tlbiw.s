// mattr: +tlbiw
// instructions llvm-mc 19 takes only with: tlbiw
tlbi	vmallws2e1is
tlbi	vmallws2e1os
tlbi	vmallws2e1
