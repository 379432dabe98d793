import { Button } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconEye } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { setLowVision, updateLowVision, useLowVision, type LowVisionSettings } from '../../shared/lib/low-vision';
import { useLowVisionChoices } from '../../shared/lib/low-vision-choices';
import { useText } from '../i18n';
import { focusLowVisionToggle, takePanelFocusRequest } from './focus';
import classes from './LowVisionPanel.module.css';

/** Whether the settings are folded away, for this tab only: on a phone they take a screen. */
const COLLAPSED_KEY = 'low_vision_panel_collapsed';

function readCollapsed(): boolean {
  try {
    return window.sessionStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    if (collapsed) window.sessionStorage.setItem(COLLAPSED_KEY, '1');
    else window.sessionStorage.removeItem(COLLAPSED_KEY);
  } catch {
    /* storage unavailable: folded for this page only */
  }
}

interface Option<T> {
  value: T;
  label: string;
}

interface ChoiceProps<T> {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A group of radio buttons drawn as buttons: a native fieldset, so a screen reader names the group and arrows move
 * within it.
 */
function Choice<T extends string | number | boolean>({ legend, name, options, value, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.options}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label key={String(option.value)} className={classes.option} data-checked={checked || undefined}>
              <input
                type="radio"
                className={classes.input}
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {checked && <IconCheck className={classes.check} aria-hidden />}
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The low-vision panel across the top of every page (like the government sites' panels): font size,
 * colour scheme, letter spacing, images, and «Обычная версия». Shown only in the low-vision version.
 */
export function LowVisionPanel() {
  const settings = useLowVision();
  if (!settings) return null;
  return <Panel settings={settings} />;
}

function Panel({ settings }: { settings: LowVisionSettings }) {
  const t = useText();
  const choices = useLowVisionChoices();
  const ref = useRef<HTMLElement>(null);
  const settingsId = useId();
  const name = useId();
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    // Opened by «Версия для слабовидящих»: the button is gone, the focus goes to the panel it opened.
    if (takePanelFocusRequest()) ref.current?.focus();
  }, []);

  const toggleCollapsed = () => {
    writeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };

  const backToNormal = () => {
    setLowVision(null);
    focusLowVisionToggle();
  };

  return (
    <section ref={ref} tabIndex={-1} className={classes.panel} aria-label={t('lowVision.panel')}>
      <div className={classes.inner}>
        {!collapsed && (
          <div id={settingsId} className={classes.settings}>
            <Choice
              legend={choices.size.legend}
              name={`${name}-size`}
              options={choices.size.options}
              value={settings.size}
              onChange={(size) => updateLowVision({ size })}
            />
            <Choice
              legend={choices.scheme.legend}
              name={`${name}-scheme`}
              options={choices.scheme.options}
              value={settings.scheme}
              onChange={(scheme) => updateLowVision({ scheme })}
            />
            <Choice
              legend={choices.spacing.legend}
              name={`${name}-spacing`}
              options={choices.spacing.options}
              value={settings.spacing}
              onChange={(spacing) => updateLowVision({ spacing })}
            />
            <Choice
              legend={choices.images.legend}
              name={`${name}-images`}
              options={choices.images.options}
              value={settings.images}
              onChange={(images) => updateLowVision({ images })}
            />
          </div>
        )}
        <div className={classes.actions}>
          <Button
            variant="default"
            aria-expanded={!collapsed}
            aria-controls={collapsed ? undefined : settingsId}
            leftSection={
              collapsed ? <IconChevronDown size="1.1em" aria-hidden /> : <IconChevronUp size="1.1em" aria-hidden />
            }
            onClick={toggleCollapsed}
          >
            {collapsed ? t('lowVision.showSettings') : t('lowVision.hideSettings')}
          </Button>
          <Button leftSection={<IconEye size="1.1em" aria-hidden />} onClick={backToNormal}>
            {t('lowVision.normalVersion')}
          </Button>
        </div>
      </div>
    </section>
  );
}
