// mattr: +xs,+tlbiw
// instructions llvm-mc 19 takes only with: xs, tlbiw
tlbi	vmallws2e1isnxs
tlbi	vmallws2e1osnxs
tlbi	vmallws2e1nxs
