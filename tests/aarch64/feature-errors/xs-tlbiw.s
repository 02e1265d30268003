// without xs, tlbiw: each line is rejected
tlbi	vmallws2e1isnxs
tlbi	vmallws2e1osnxs
tlbi	vmallws2e1nxs
