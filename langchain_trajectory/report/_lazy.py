"""The report page's trials as one compact data blob and the small script that renders a case when it is opened.

A report of 1,000 cases x 10 trials would be tens of megabytes of markup that the browser parses and lays out
before the page answers. Instead the page holds the summary, the index and each case's header as HTML, and every
case's trials as data (``_trial_data.py`` decides what is shown); the script renders a case's trials when the
case comes near the viewport, or when a link (the index, a trial mark, the address's ``#case-N-tK``) leads to it.

The data is **hash-consed**: every string and every list is stored once in a table ``t``, and a list is a list of
indexes into that table, so what trials share (a tool's signature, a reason, a result row, a whole message) costs
an index, not a copy. ``c`` holds, per case (numbered from 1), the index of ``[dots, trials]``.

Untrusted text stays data: the blob is JSON in which ``<``, ``>``, ``&`` and the two JavaScript line separators
are written as ``\\u`` escapes (so no text can close the script or open a comment), and the renderer puts every
text into the page as a text node or an attribute value through the DOM, never as markup.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["JS", "Table", "script_data"]


class Table:
    """Strings, ints and lists, each distinct value stored once; a list is stored as the indexes of its items."""

    def __init__(self) -> None:
        self.entries: list[Any] = []
        self._ids: dict[Any, int] = {}

    def add(self, value: Any) -> int:
        """The index of ``value`` (a ``str``, an ``int`` or a list of such values, nested), added if new.

        Raises:
            TypeError: for any other value (a bool, a float, None, a dict): the renderer reads only these.
        """
        ids, entries = self._ids, self.entries

        def visit(item: Any) -> int:
            kind = type(item)
            if kind is list:
                key: Any = tuple([ids.get(x) or visit(x) if type(x) is str else visit(x) for x in item])
            elif kind is str or kind is int:
                key = item
            else:
                raise TypeError(f"the page's data holds str, int and lists, not {kind.__name__}")
            index = ids.get(key)
            if index is None:
                index = ids[key] = len(entries)
                entries.append(list(key) if kind is list else item)
            return index

        return visit(value)


_ESCAPES = (
    ("<", "\\u003c"),
    (">", "\\u003e"),
    ("&", "\\u0026"),
    ("\u2028", "\\u2028"),
    ("\u2029", "\\u2029"),
)


def script_data(table: Table, cases: list[int]) -> str:
    """The blob as a JavaScript expression safe inside ``<script>``: JSON, with the characters that could end
    the script or a line of it escaped."""
    text = json.dumps({"t": table.entries, "c": cases}, ensure_ascii=False, separators=(",", ":"))
    for char, escape in _ESCAPES:  # str.replace runs in C; translate with a table is ten times slower here
        text = text.replace(char, escape)
    return text


JS = """
(function(){
  var T=DATA.t,C=DATA.c,done={};
  function g(i){var e=T[i];return Array.isArray(e)?e.map(g):e;}
  function h(tag,cls,kids){
    var el=document.createElement(tag);
    if(cls){el.className=cls;}
    for(var i=0;kids&&i<kids.length;i++){
      var k=kids[i];
      if(k===''||k==null){continue;}
      el.appendChild(typeof k==='string'?document.createTextNode(k):k);
    }
    return el;
  }
  function badge(b){return h('span','badge '+b[1],[b[0]]);}
  function td(cls,kids){return h('td',cls,kids);}
  function code(t){return h('code','',[t]);}
  function row(cells,cls){return h('tr',cls,cells);}
  function head(names){return h('tr','',names.map(function(n){return h('th',n[1]||'',[n[0]]);}));}
  function call(c){
    var meta=h('div','meta',c[1].map(function(m){return h('span','',[m]);}));
    c[4].forEach(function(v){var s=h('span','',[badge(v)]);s.title=v[2];meta.appendChild(s);});
    return h('div','call'+(c[3]?' error':''),[h('code','sig',[c[0]]),meta,h('div','out'+(c[3]?' err':''),[c[2]])]);
  }
  function conversation(v){
    if(!v.length){return [h('p','muted',['No trajectory recorded for this trial.'])];}
    var out=[];
    if(v[0]){out.push(h('p','',[h('b','',['Scenario:']),' '+v[0]]));}
    v[1].forEach(function(m){
      var kids=[h('div','role',[m[0].toUpperCase()])];
      if(m[1]){kids.push(h('div','text',[m[1]]));}
      m[2].forEach(function(c){kids.push(call(c));});
      out.push(h('div','msg '+m[0],kids));
    });
    if(v[2]){out.push(h('p','muted',['Ended by: '+v[2]]));}
    return out;
  }
  function argdiff(rows){
    var t=h('table','argdiff',[head([['argument'],['expected'],['actual'],['']])]);
    rows.forEach(function(r){
      t.appendChild(row([td('',[code(r[0])]),td('',[code(r[1])]),td('',[code(r[2])]),td('muted',[r[4]])],r[3]));
    });
    return t;
  }
  function status(kind,text){return td('status st-'+kind,[text]);}
  function alignment(v){
    if(!v.length){return [];}
    var t=h('table','align',[head([['#','num'],['expected'],['actual'],['']])]);
    v[1].forEach(function(r){
      if(r[0]===0){t.appendChild(row([td('num',[r[1]]),td('',[code(r[2])]),td('',[code(r[3])]),status('matched','matched')]));}
      else if(r[0]===1){
        var cell=td('',[code(r[2]),' ',h('span','muted',[r[3]]),argdiff(r[4]),
          h('ul','criteria',r[5].map(function(d){return h('li','',[d]);}))]);
        cell.colSpan=2;
        t.appendChild(row([td('num',[r[1]]),cell,status('near','near miss')],'near'));
      }
      else if(r[0]===2){t.appendChild(row([td('num',[r[1]]),td('',[code(r[2])]),td('',['\\u2013']),status('missing','missing')]));}
      else{t.appendChild(row([td('',[]),td('',['\\u2013']),td('',[code(r[1])]),status('extra','extra')]));}
    });
    return [h('h4','',['Expected vs actual ',h('span','muted',['('+v[0]+')'])]),t];
  }
  function results(v){
    if(!v.length){return [];}
    var t=h('table','results',[head([['evaluator'],['score','num'],['verdict'],['reason']])]);
    v.forEach(function(r){
      var verdict=[badge(r[2])],reason;
      if(r[6]){reason=[h('div','errorbox',[r[6]])];}
      else{
        verdict.push(' ',h('span','muted',[r[3]]));
        reason=[h('pre','reason',[r[4]])];
        if(r[5].length){
          reason.push(h('ul','criteria',r[5].map(function(c){
            return h('li','',[h('b','',[c[0]]),' '+c[1]+': '+c[2]]);
          })));
        }
      }
      t.appendChild(row([td('',[r[0]]),td('num',[r[1]]),td('',verdict),td('',reason)]));
    });
    return [h('h4','',['Results']),t];
  }
  function trial(n,v){
    var d=h('details','trial',[h('summary','',[v[2]+' ',badge(v[3]),' ',h('span','muted',[v[4].join(' \\u00b7 ')])])]);
    d.id='case-'+n+'-t'+v[0];
    if(v[1]){d.open=true;}
    v[5].forEach(function(b){d.appendChild(h('div','errorbox',[b]));});
    conversation(v[6]).concat(alignment(v[7]),results(v[8])).forEach(function(el){d.appendChild(el);});
    return d;
  }
  function render(n){
    if(done[n]||!(n>0&&n<=C.length)){return false;}
    done[n]=true;
    var article=document.getElementById('case-'+n),box=article&&article.querySelector('.trials');
    if(!box){return false;}
    var frag=document.createDocumentFragment();
    g(C[n-1])[1].forEach(function(v){frag.appendChild(trial(n,v));});
    box.textContent='';
    box.appendChild(frag);
    return true;
  }
  function dots(el){
    if(el.firstChild){return;}
    var n=+el.getAttribute('data-dots');
    g(C[n-1])[0].forEach(function(d,i){
      var a=h('a','dot '+d[0],[]);a.href='#case-'+n+'-t'+(i+1);a.title=d[1];el.appendChild(a);
    });
  }
  function caseOf(id){var m=/^case-(\\d+)(?:-t\\d+)?$/.exec(id||'');return m?+m[1]:0;}
  var buttons=document.querySelectorAll('.filters button');
  var items=document.querySelectorAll('[data-case]');
  var shown=document.getElementById('shown');
  function apply(filter){
    var cases=0;
    items.forEach(function(el){
      var on=filter==='all'||el.getAttribute('data-'+filter)==='1';
      el.hidden=!on;
      if(on&&el.tagName==='ARTICLE'){cases++;}
    });
    document.querySelectorAll('section.group').forEach(function(g){
      g.hidden=!g.querySelector('article[data-case]:not([hidden])');
    });
    buttons.forEach(function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-filter')===filter));});
    if(shown){shown.textContent=cases+' shown';}
  }
  buttons.forEach(function(b){b.addEventListener('click',function(){apply(b.getAttribute('data-filter'));});});
  // The case or trial an address or a link landed on stays where it is on screen while the cases around it fill in
  // (a case filled in above it would push it away), for as long as it is in view: the browser's scroll anchoring
  // does not always hold it.
  var pinned=null;
  function keeping(fill){
    var r=pinned&&pinned.getBoundingClientRect(),at=r?r.top:0;
    if(r&&(r.bottom<=0||r.top>=window.innerHeight)){pinned=null;}
    fill();
    if(pinned){
      var moved=pinned.getBoundingClientRect().top-at;
      if(moved){window.scrollBy(0,moved);}
    }
  }
  function reveal(id,scroll){
    if(render(caseOf(id))){scroll=true;}
    var el=document.getElementById(id);
    var c=el&&el.closest('[data-case]');
    if(c&&c.hidden){apply('all');scroll=true;}
    if(el&&scroll){el.scrollIntoView();}
    if(el){pinned=el;}
  }
  document.addEventListener('click',function(e){
    var a=e.target.closest&&e.target.closest('a[href^="#case-"]');
    if(a){render(caseOf(a.getAttribute('href').slice(1)));}
  });
  window.addEventListener('hashchange',function(){reveal(location.hash.slice(1),false);});
  if(location.hash){reveal(location.hash.slice(1),true);}
  // Cases and trial marks are filled in as they come near the viewport (all at once without an observer).
  var articles=document.querySelectorAll('article.case'),marks=document.querySelectorAll('span.dots[data-dots]');
  if('IntersectionObserver' in window){
    var seen=new IntersectionObserver(function(entries){
      keeping(function(){
        entries.forEach(function(en){
          if(!en.isIntersecting){return;}
          seen.unobserve(en.target);
          if(en.target.tagName==='ARTICLE'){render(caseOf(en.target.id));}else{dots(en.target);}
        });
      });
    },{rootMargin:'600px 0px'});
    articles.forEach(function(a){seen.observe(a);});
    marks.forEach(function(m){seen.observe(m);});
  }else{
    keeping(function(){
      marks.forEach(dots);
      articles.forEach(function(a){render(caseOf(a.id));});
    });
  }
})();
"""
"""The page's script: ``DATA`` (set just before it) holds the table and the cases."""
